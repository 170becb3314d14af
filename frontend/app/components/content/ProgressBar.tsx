// How far something is towards its goal: a native <progress> and the figures in words.
import type { ReactNode } from "react";

export function ProgressBar({ value, max, label, children, testId }: { value: number; max: number; label: string; children?: ReactNode; testId?: string }) {
  const target = Math.max(max, 1);
  return (
    <div className="progress" data-testid={testId}>
      <progress className="progress__bar" value={Math.min(value, target)} max={target} aria-label={label} />
      <p className="progress__text">
        <strong>{label}</strong>
        {children}
      </p>
    </div>
  );
}
