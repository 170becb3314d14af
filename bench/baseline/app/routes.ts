import { type RouteConfig, route } from "@react-router/dev/routes";

// One article route under the layout (root.tsx).
export default [route("nieuws/:slug", "routes/article.tsx")] satisfies RouteConfig;
