import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// Nothing but React Router's plugin: the floor the site's build is compared with.
export default defineConfig({ plugins: [reactRouter()] });
