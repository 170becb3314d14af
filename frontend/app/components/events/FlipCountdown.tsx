// The countdown widget (SPEC §3): a deadline, flags for showing days, hours, minutes, seconds and
// their labels; it ticks every second and calls onDone once when time is up. Each unit is a flip
// card: the digits fold over when they change (still, for visitors who prefer reduced motion).
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "use-intl";
import { digits, timeLeft } from "../../lib/events/countdown";

interface Props {
  deadline: string;
  showDays?: boolean;
  showHours?: boolean;
  showMinutes?: boolean;
  showSeconds?: boolean;
  showLabels?: boolean;
  onDone?: () => void;
}

type Unit = "days" | "hours" | "minutes" | "seconds";

export function FlipCountdown({
  deadline,
  showDays = true,
  showHours = true,
  showMinutes = true,
  showSeconds = true,
  showLabels = true,
  onDone,
}: Props) {
  const t = useTranslations("agenda.countdown");
  const [now, setNow] = useState(() => Date.now());
  const left = timeLeft(deadline, now);
  const done = useRef(false);

  useEffect(() => {
    if (left.done) return;
    // Tick on the second boundary, so all visitors' clocks turn together.
    const timer = setTimeout(() => setNow(Date.now()), 1000 - (Date.now() % 1000) + 5);
    return () => clearTimeout(timer);
  }, [now, left.done]);

  useEffect(() => {
    if (left.done && !done.current) {
      done.current = true;
      onDone?.();
    }
  }, [left.done, onDone]);

  const units: [Unit, boolean][] = [
    ["days", showDays],
    ["hours", showHours],
    ["minutes", showMinutes],
    ["seconds", showSeconds],
  ];
  return (
    <div className="flip-countdown" role="timer" aria-label={t("label")} data-testid="countdown">
      {units
        .filter(([, shown]) => shown)
        .map(([unit]) => (
          <div className="flip-countdown__unit" key={unit}>
            <span className="flip-countdown__card" suppressHydrationWarning>
              <span className="flip-countdown__digits" key={left[unit]} suppressHydrationWarning>
                {digits(left[unit])}
              </span>
            </span>
            {showLabels ? <span className="flip-countdown__label">{t(unit)}</span> : null}
          </div>
        ))}
    </div>
  );
}
