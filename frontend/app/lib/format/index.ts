export { ageFromDateString } from "./age";
export { amsterdamDate, formatDate, formatDateTime, formatMediumDate, formatTime, TIME_ZONE } from "./datetime";
export { electionCountdown, formatElectionCountdown, type ElectionCountdown } from "./election";
export { formatNumber } from "./number";
export { formatMoney, type MoneyOptions } from "./price";
export { formatRelativeTime, keptRelativeTime, relativeTime, type RelativeTime, type RelativeUnit } from "./relative-time";
export type { Translate } from "./translate";
