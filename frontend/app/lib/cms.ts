// What /api/pages/resolve answers (the CMS page at a path), generated from backend/openapi.json.
import type { components } from "./api/schema";

type Schemas = components["schemas"];
export type CmsPage = Schemas["PageOut"];
export type Comparison = Schemas["ComparisonOut"];
export type Press = Schemas["PressOut"];
/** One StreamField block: a union discriminated on `type` (backend/content/body), the widest body
 * (the generic pages'); the other bodies (articles, positions, vacancies…) are subsets of it. */
export type CmsBlock = CmsPage["body"][number];
export type CmsBlockType = CmsBlock["type"];
/** The block of one type, e.g. CmsBlockOf<"hero">. */
export type CmsBlockOf<T extends CmsBlockType> = Extract<CmsBlock, { type: T }>;
