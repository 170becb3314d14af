// Small hooks for route modules: a content view once per item shown.
import { useEffect } from "react";
import { type ContentType, track } from "./track";

export function useContentView(contentType: ContentType, id: string | undefined): void {
  useEffect(() => {
    if (id) track({ type: "content_view", contentType, id });
  }, [contentType, id]);
}
