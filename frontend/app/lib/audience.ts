// SPEC §9 "Audience counts shown": how many people the party reaches, per channel.
export const AUDIENCE_COUNTS = [
  { channel: "members", count: 60_000 },
  { channel: "newsletter", count: 120_000 },
  { channel: "facebook", count: 285_000 },
  { channel: "youtube", count: 150_000 },
  { channel: "twitter", count: 135_000 },
  { channel: "instagram", count: 55_000 },
  { channel: "telegram", count: 30_000 },
  { channel: "tiktok", count: 10_000 },
] as const;

export type AudienceChannel = (typeof AUDIENCE_COUNTS)[number]["channel"];
