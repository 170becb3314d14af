// What /api/pages/resolve answers (the CMS page at a path), generated from backend/openapi.json.
import type { components } from "./api/schema";

type Schemas = components["schemas"];
export type CmsPage = Schemas["PageOut"];
export type Comparison = Schemas["ComparisonOut"];
export type Press = Schemas["PressOut"];
/** One StreamField block; `id` is Wagtail's block id where the API sends it. */
export type CmsBlock = Schemas["BodyBlockOut"] & { id?: string | null };
