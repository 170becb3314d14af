import type nl from "./nl.json";

/** The shape of a message catalogue; nl.json is the reference, en.json must match it (see locales.test.ts). */
export type Messages = typeof nl;
