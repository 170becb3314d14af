// The agenda's filters in the page address (?soort=JFVD&provincie=utrecht). An unknown value is
// ignored rather than an error: an old or hand-typed link still shows the agenda.
export const EVENT_TYPES = ["FVD", "JFVD", "RENAISSANCE", "INTERNATIONAL", "VRIENDEN", "TOCQUEVILLE", "CURSUS", "CAMPAIGN"] as const;
export type EventTypeValue = (typeof EVENT_TYPES)[number];

export interface AgendaFilters {
  type: EventTypeValue | null;
  province: string | null;
}

export const TYPE_PARAM = "soort";
export const PROVINCE_PARAM = "provincie";

export function agendaFilters(params: URLSearchParams): AgendaFilters {
  const type = params.get(TYPE_PARAM);
  const province = params.get(PROVINCE_PARAM);
  return {
    type: (EVENT_TYPES as readonly string[]).includes(type ?? "") ? (type as EventTypeValue) : null,
    province: province && /^[a-z-]{2,20}$/.test(province) ? province : null,
  };
}
