import { randomBytes } from "node:crypto";
import { sha256Hex } from "@bridgelaw/log";

/**
 * Bearer tokens: 256 random bits, shown once when issued. The database keeps only the SHA-256 of each token
 * (hex), so a copy of the database lets nobody act at a table; a token is found again by hashing what the
 * client presents.
 */
export const newToken = (): string => `blt_${randomBytes(32).toString("base64url")}`;

/** The SHA-256 of a token, hex: what the database stores and looks up. */
export const hashToken = (token: string): string => sha256Hex(token);

/** A short, non-secret name for a token in logs and in the `by` of the lines it records: its hash's first 12 hex. */
export const tokenId = (hash: string): string => hash.slice(0, 12);

/** The form of a token as issued (to refuse anything else before touching the database). */
export const TOKEN_FORM = /^blt_[A-Za-z0-9_-]{43}$/;
