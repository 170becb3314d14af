// `npm run openapi` (after openapi-typescript): the limits the API puts on its inputs (each `…In`
// schema's maxLength, minLength, minimum, maximum), written from backend/openapi.json to
// app/lib/api/limits.ts. The forms' zod schemas read them there (lib/form-fields.ts), so an input's
// maxlength, the browser's check and the server's are one number, set in the backend.
import { readFileSync, writeFileSync } from "node:fs";

const KEYS = ["maxLength", "minLength", "minimum", "maximum"] as const;
type Limit = Partial<Record<(typeof KEYS)[number], number>>;
export interface OpenApi {
  components?: { schemas?: Record<string, { properties?: Record<string, object> }> };
}

/** The limits of every input schema's fields that have any, in the schema's own order. */
export function inputLimits(openapi: OpenApi): Record<string, Record<string, Limit>> {
  const limits: Record<string, Record<string, Limit>> = {};
  for (const [name, schema] of Object.entries(openapi.components?.schemas ?? {})) {
    if (!name.endsWith("In")) continue;
    for (const [field, property] of Object.entries(schema.properties ?? {})) {
      const values = property as Record<string, unknown>;
      const limit = Object.fromEntries(KEYS.filter((key) => typeof values[key] === "number").map((key) => [key, values[key]]));
      if (Object.keys(limit).length) (limits[name] ??= {})[field] = limit;
    }
  }
  return limits;
}

export function limitsModule(openapi: OpenApi): string {
  const body = JSON.stringify(inputLimits(openapi), null, 2);
  return [
    "// Generated from backend/openapi.json by openapi-limits.ts (`make openapi`): do not edit.",
    `export const LIMITS = ${body} as const;`,
    "",
  ].join("\n");
}

if (import.meta.main) {
  const [source = "../backend/openapi.json", target = "app/lib/api/limits.ts"] = process.argv.slice(2);
  writeFileSync(target, limitsModule(JSON.parse(readFileSync(source, "utf8")) as OpenApi));
}
