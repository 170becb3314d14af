// A part of a page that the server renders on its own and keeps (lib/shared-markup.ts) is a render
// of its own: it sees none of the page's contexts. A kept part that reads React Router (the address,
// the navigation, the root's loader data) is given the page's router contexts, so it renders as it
// would in place. React Router does not export the route's own id: a component that needs it (a
// <Form>, useSubmit) stays outside the kept part.
import { type Context, type ReactElement, use } from "react";
import {
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterDataContext,
  UNSAFE_DataRouterNavigationContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FetchersContext,
  UNSAFE_FrameworkContext,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  UNSAFE_ViewTransitionContext,
} from "react-router";

const ROUTER_CONTEXTS: Context<unknown>[] = [
  UNSAFE_FrameworkContext,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_DataRouterDataContext,
  UNSAFE_DataRouterNavigationContext,
  UNSAFE_FetchersContext,
  UNSAFE_ViewTransitionContext,
  UNSAFE_NavigationContext,
  UNSAFE_LocationContext,
  UNSAFE_RouteContext,
] as Context<unknown>[];

type Wrap = (element: ReactElement) => ReactElement;

function useServerRouterContexts(): Wrap {
  const values = ROUTER_CONTEXTS.map((context) => use(context));
  return (element) => ROUTER_CONTEXTS.reduceRight<ReactElement>((inner, Provider, index) => <Provider value={values[index]}>{inner}</Provider>, element);
}

/** Wraps an element in the page's router contexts, for a part the server renders on its own; the
 * browser renders every part in place and leaves the element as it is. */
export const useRouterContexts: () => Wrap = import.meta.env.SSR ? useServerRouterContexts : () => (element) => element;
