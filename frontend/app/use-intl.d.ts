// Typed message keys: a key missing from nl.json fails the type check.
import type { Messages } from "./locales/types";

declare module "use-intl" {
  interface AppConfig {
    Messages: Messages;
  }
}
