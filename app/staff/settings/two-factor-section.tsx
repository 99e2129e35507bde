import { useState } from "react";
import toast from "react-hot-toast";
import type { TwoFactorStatus } from "../../../contract/two-factor";
import { buttonClass } from "../../ui/button";
import { FormField, inputClass } from "../../ui/form-field";
import { Spinner } from "../../ui/spinner";
import { ApiError } from "../api-client";
import { FormMessage } from "../auth-card";
import { PasswordInput } from "../password-input";
import { RecoveryCodes } from "./recovery-codes";
import { disableTwoFactor, enableTwoFactor, setupTwoFactor } from "./two-factor-api";

const message = (caught: unknown, fallback: string) =>
  caught instanceof ApiError ? caught.message : fallback;

function CodeInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <FormField
      label="Code from your authenticator app"
      required
      hint="Six digits; a new one every 30 seconds"
    >
      {(control) => (
        <input
          {...control}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputClass} max-w-48 font-mono tracking-widest`}
        />
      )}
    </FormField>
  );
}

/**
 * Settings → two-factor sign-in: set up (QR, an otpauth:// link for the authenticator on this phone, the text
 * key; then a code), recovery codes once (copy, download, print), turn off.
 */
export function TwoFactorSection({ status, onChange }: { status: TwoFactorStatus; onChange: () => void }) {
  const [setup, setSetup] = useState<{ secret: string; qrCode: string; otpauthUrl: string } | null>(null);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>, fallback: string) => {
    setError("");
    setBusy(true);
    try {
      await action();
    } catch (caught) {
      setError(message(caught, fallback));
    } finally {
      setBusy(false);
    }
  };

  const start = () =>
    run(async () => {
      const body = await setupTwoFactor();
      setSetup(body.data);
      setCode("");
    }, "Two-factor sign-in could not be set up");

  const confirm = (event: React.FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const body = await enableTwoFactor(code);
      setRecoveryCodes(body.data.recoveryCodes);
      setSetup(null);
      setCode("");
      toast.success("Two-factor sign-in is on");
    }, "Two-factor sign-in could not be turned on");
  };

  const turnOff = (event: React.FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await disableTwoFactor(password, code);
      setPassword("");
      setCode("");
      toast.success("Two-factor sign-in is off");
      onChange();
    }, "Two-factor sign-in could not be turned off");
  };

  // Just turned on: the recovery codes are showing, and the state says on at once.
  const enabled = status.enabled || recoveryCodes !== null;

  return (
    <section id="two-factor" aria-labelledby="two-factor-title" className="rounded-lg bg-white p-6 shadow-sm">
      <h2 id="two-factor-title" className="text-lg font-semibold text-slate-900">
        Two-factor sign-in: {enabled ? "on" : "off"}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {enabled
          ? "On: signing in needs your password and a code from your authenticator app."
          : "Off: a code from an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…) protects your account even if your password is stolen."}
      </p>
      {status.mustEnroll && !recoveryCodes ? (
        <div className="mt-3">
          <FormMessage kind="error">
            Two-factor sign-in is required for every staff account, yours too: set it up here to continue.
          </FormMessage>
        </div>
      ) : null}
      {error ? (
        <div className="mt-3">
          <FormMessage kind="error">{error}</FormMessage>
        </div>
      ) : null}

      {recoveryCodes ? (
        <div className="mt-4 flex flex-col gap-3">
          <FormMessage kind="success">Two-factor sign-in is on.</FormMessage>
          <p className="text-sm text-slate-800">
            Save these recovery codes somewhere safe. Each works once, instead of a code, if you lose your
            phone. They are shown only now.
          </p>
          <RecoveryCodes codes={recoveryCodes} />
          <div>
            <button
              type="button"
              className={buttonClass.primary}
              onClick={() => {
                setRecoveryCodes(null);
                onChange();
              }}
            >
              I have saved my recovery codes
            </button>
          </div>
        </div>
      ) : status.enabled ? (
        <form onSubmit={turnOff} noValidate className="mt-4 grid gap-4 sm:max-w-md">
          <FormField label="Your password" required>
            {(control) => (
              <PasswordInput
                {...control}
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            )}
          </FormField>
          <CodeInput value={code} onChange={setCode} />
          <div>
            <button type="submit" className={buttonClass.danger} disabled={busy}>
              {busy ? <Spinner /> : null}
              Turn off two-factor sign-in
            </button>
          </div>
        </form>
      ) : setup ? (
        <form onSubmit={confirm} noValidate className="mt-4 grid gap-4">
          <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-800">
            <li>
              Scan the QR code with your authenticator app, or type the text key into it. On the phone that
              has the app, use the link instead.
            </li>
            <li>Enter the six-digit code the app shows, to confirm.</li>
          </ol>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <img
              src={setup.qrCode}
              alt="QR code of your authenticator key"
              width={180}
              height={180}
              className="h-44 w-44 rounded border border-slate-200 bg-white"
            />
            <div>
              <p id="two-factor-key-label" className="text-sm font-medium text-slate-800">
                Text key
              </p>
              <code
                aria-labelledby="two-factor-key-label"
                data-testid="two-factor-secret"
                className="mt-1 block rounded bg-slate-100 px-2 py-1 font-mono text-sm break-all text-slate-900"
              >
                {setup.secret}
              </code>
              {/* A phone cannot scan its own screen: the link opens the key in its authenticator app. */}
              <a href={setup.otpauthUrl} className="mt-3 inline-block font-semibold text-brand-700 underline">
                Add the key to the authenticator app on this phone
              </a>
            </div>
          </div>
          <CodeInput value={code} onChange={setCode} />
          <div className="flex gap-2">
            <button type="submit" className={buttonClass.primary} disabled={busy}>
              {busy ? <Spinner /> : null}
              Turn on
            </button>
            <button type="button" className={buttonClass.secondary} onClick={() => setSetup(null)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="mt-4">
          <button type="button" className={buttonClass.primary} onClick={start} disabled={busy}>
            {busy ? <Spinner /> : null}
            Set up two-factor sign-in
          </button>
        </div>
      )}
    </section>
  );
}
