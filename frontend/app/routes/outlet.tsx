// A parent route that only renders its child (used for /vacatures and its nested /vacatures/{uuid}).
import { Outlet } from "react-router";

export default function ParentRoute() {
  return <Outlet />;
}
