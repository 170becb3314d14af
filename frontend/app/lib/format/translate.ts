/** The shape of a use-intl translator, so formatters stay pure and take their words from the locale files. */
export type Translate = (key: string, values?: Record<string, string | number | Date>) => string;
