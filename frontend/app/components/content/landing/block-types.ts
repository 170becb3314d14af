// The landing-page block types (backend/content/blocks.py), apart from their components so that
// StreamField can tell them without loading them (components/content/StreamField.tsx).
export const LANDING_BLOCK_TYPES = new Set(["hero", "call_to_action", "audience_counts", "election_countdown", "latest_news", "faq"]);
