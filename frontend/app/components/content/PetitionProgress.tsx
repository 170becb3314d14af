// A petition's confirmed signatures against its goal.
import { useTranslations } from "use-intl";
import { ProgressBar } from "./ProgressBar";

export function PetitionProgress({ count, goal }: { count: number; goal: number }) {
  const t = useTranslations("petitions");
  const target = Math.max(goal, 1);
  return (
    <ProgressBar value={count} max={target} label={t("progress", { count, goal: target })} testId="petition-progress">
      {count >= target ? <span className="progress__reached"> {t("goalReached")}</span> : null}
    </ProgressBar>
  );
}
