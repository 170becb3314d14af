import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // Every page is rendered on the server and hydrated in the browser (DESIGN.md §1).
  ssr: true,
} satisfies Config;
