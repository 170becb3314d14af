// The countdown widget's arithmetic (SPEC §3): whole days, hours, minutes and seconds left until a
// deadline, never negative.

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  done: boolean;
}

export function timeLeft(deadline: Date | string, now: number = Date.now()): TimeLeft {
  const total = Math.max(0, Math.floor((new Date(deadline).getTime() - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    done: total === 0,
  };
}

/** Two digits for the flip cards: 7 → '07'; days may need three. */
export function digits(value: number): string {
  return String(value).padStart(2, "0");
}
