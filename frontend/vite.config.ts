import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // Keep small assets (the icon sprites, the tiny CSS) inline; fonts stay files.
    assetsInlineLimit: 2048,
  },
});
