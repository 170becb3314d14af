// The StreamField dispatchers' last case (StreamField.tsx, landing/LandingBlock.tsx).

/** A block type this build has no component for (sent by a newer backend) renders as nothing.
 * Typed `never`: a block type of the generated union without its own case does not compile. */
export function unknownBlock(block: never): null {
  void block;
  return null;
}
