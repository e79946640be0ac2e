import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TwoFactorMethod } from '@escazo/contracts/two-factor';
import type { ClientInfo } from './client-info.ts';
import type { UserRow } from './repository.ts';
import type { AuthDeps } from './deps.ts';

/** What a sign-in answers instead of a session; `token` goes into the challenge cookie. */
export type SecondFactorChallenge = {
  token: string;
  method: TwoFactorMethod;
  maskedEmail?: string;
  expiresAt: Date;
  /** Method 'email': whether this sign-in e-mailed a new code (else the last one still works). */
  codeSent?: boolean;
  /** Method 'email': seconds until another code may be asked for. */
  resendAfterSeconds?: number;
};

/**
 * The second step of signing in, provided by the two-factor module and passed in by app.ts, so
 * that the sign-in paths (password, reset, social) never import it.
 */
export type SecondFactorSteps = {
  /** Null when the account has no second factor (start the session); else the challenge to finish. */
  begin(deps: AuthDeps, user: UserRow, remember: boolean, client: ClientInfo): Promise<SecondFactorChallenge | null>;
  /** Throws unless a reset of this account carries the second factor it needs. */
  requireForReset(deps: AuthDeps, user: UserRow, code: string | undefined, client: ClientInfo): Promise<void>;
  setChallengeCookie(request: FastifyRequest, reply: FastifyReply, challenge: SecondFactorChallenge): void;
};

/** Sign-in and reset also need the second step. */
export type SignInDeps = AuthDeps & { secondFactor: SecondFactorSteps };
