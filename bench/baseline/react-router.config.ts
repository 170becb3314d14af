import type { Config } from "@react-router/dev/config";

// The same rendering mode as the site: every page rendered on the server and hydrated.
export default { appDirectory: "app", ssr: true } satisfies Config;
