// The event type's label in the visitor's language: the catalogue's agenda.eventTypes names the
// code-defined types (backend events.models.EventType); a type it does not know shows the API's label.
// The party's own types are named by its wordmark (Settings → Partij-identiteit): 'Vrienden van {wordmark}'.
import { useTranslations } from "use-intl";

type EventTypeKey = Parameters<ReturnType<typeof useTranslations<"agenda.eventTypes">>>[0];

export function useEventTypeLabel(wordmark: string): (value: string, fallback: string) => string {
  const t = useTranslations("agenda.eventTypes");
  return (value, fallback) => (t.has(value as EventTypeKey) ? t(value as EventTypeKey, { wordmark }) : fallback);
}
