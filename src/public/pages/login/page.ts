import LoginPage from "./LoginPage";
import type { PageModule } from "../pageModule";

/** Staff sign-in: no agency data, never indexed. */
export const page = {
  Component: LoginPage,
  meta: () => ({ title: "Anmeldung", robots: "noindex, nofollow" }),
} satisfies PageModule;
