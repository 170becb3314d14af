// React Router's browser entry. Its work is in lib/hydrate-app.tsx, which the build puts into the
// shell chunk (vite.config.ts) with the rest of what every page loads: as a file of its own it was
// compressed on its own, a few hundred bytes more on every first visit (DESIGN.md §6).
import { hydrateApp } from "./lib/hydrate-app";

hydrateApp();
