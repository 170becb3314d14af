// A petition's confirmed signatures against its goal: a bar and the figures in words.
import { useTranslations } from "use-intl";

export function PetitionProgress({ count, goal }: { count: number; goal: number }) {
  const t = useTranslations("petitions");
  const target = Math.max(goal, 1);
  const text = t("progress", { count, goal: target });
  return (
    <div className="petition-progress" data-testid="petition-progress">
      <progress className="petition-progress__bar" value={Math.min(count, target)} max={target} aria-label={text} />
      <p className="petition-progress__text">
        <strong>{text}</strong>
        {count >= target ? <span className="petition-progress__reached"> {t("goalReached")}</span> : null}
      </p>
    </div>
  );
}
