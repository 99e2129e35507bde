import type { SecuritySettings, TwoFactorStatus } from "../../../contract/two-factor";
import { apiRequest } from "../api-client";

export const twoFactorStatus = () =>
  apiRequest<{ data: TwoFactorStatus }>("me/2fa", { fallback: "the server did not answer as expected" });

export const setupTwoFactor = () =>
  apiRequest<{ data: { secret: string; otpauthUrl: string; qrCode: string } }>("me/2fa/setup", {
    method: "POST",
    fallback: "Two-factor sign-in could not be set up",
  });

export const enableTwoFactor = (code: string) =>
  apiRequest<{ data: { recoveryCodes: string[] } }>("me/2fa/enable", {
    method: "POST",
    json: { code },
    fallback: "Two-factor sign-in could not be turned on",
  });

export const disableTwoFactor = (password: string, code: string) =>
  apiRequest("me/2fa/disable", {
    method: "POST",
    json: { password, code },
    fallback: "Two-factor sign-in could not be turned off",
  });

export const securitySettings = () =>
  apiRequest<{ data: SecuritySettings }>("security-settings", {
    fallback: "the server did not answer as expected",
  });

export const saveSecuritySettings = (requireTwoFactor: boolean) =>
  apiRequest<{ data: { requireTwoFactor: boolean } }>("security-settings", {
    method: "PUT",
    json: { requireTwoFactor },
    fallback: "The setting could not be saved",
  });
