import { useState, type RefObject } from "react";
import { requestPasswordReset } from "./passwordResetApi";
import { ActionButton } from "../../ui/Action";

interface ForgotPasswordButtonProps {
  /** The e-mail field of the sign-in form: the link goes to what staff typed there. */
  emailInput: RefObject<HTMLInputElement | null>;
  onMessage: (message: string, tone: "info" | "error") => void;
}

/** Embedded mode's "Passwort vergessen?": a reset link by mail, like the Firebase provider's reset mail. */
export function ForgotPasswordButton({
  emailInput,
  onMessage,
}: ForgotPasswordButtonProps) {
  const [busy, setBusy] = useState(false);

  async function requestLink() {
    const email = emailInput.current?.value.trim() ?? "";
    if (!email) {
      onMessage(
        "Bitte geben Sie zuerst Ihre E-Mail-Adresse ein; an sie schicken wir den Link.",
        "error",
      );
      emailInput.current?.focus();
      return;
    }
    setBusy(true);
    const result = await requestPasswordReset(email);
    setBusy(false);
    onMessage(result.message, result.ok ? "info" : "error");
  }

  return (
    <ActionButton
      variant="text"
      disabled={busy}
      onClick={() => void requestLink()}
      sx={{ mt: 2, justifySelf: "center" }}
    >
      Passwort vergessen?
    </ActionButton>
  );
}
