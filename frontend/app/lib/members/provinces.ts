// The twelve provinces as the backend stores them (members.models.PROVINCES).
export const PROVINCES = [
  ["groningen", "Groningen"],
  ["friesland", "Friesland"],
  ["drenthe", "Drenthe"],
  ["overijssel", "Overijssel"],
  ["flevoland", "Flevoland"],
  ["gelderland", "Gelderland"],
  ["utrecht", "Utrecht"],
  ["noord-holland", "Noord-Holland"],
  ["zuid-holland", "Zuid-Holland"],
  ["zeeland", "Zeeland"],
  ["noord-brabant", "Noord-Brabant"],
  ["limburg", "Limburg"],
] as const;
