/**
 * SHA-256 as lowercase hex, by @noble/hashes: synchronous (WebCrypto's digest
 * is async, and receipts, manifests and undo checks hash in sync code), no
 * Node module, the same in Obsidian desktop, mobile and the CLI.
 */
import { sha256 as digest } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

/** SHA-256 of the text's UTF-8 bytes. */
export function sha256(text: string): string {
  return bytesToHex(digest(utf8ToBytes(text)));
}

/** SHA-256 of raw bytes (a backup as read from disk). */
export function sha256Bytes(bytes: Uint8Array): string {
  return bytesToHex(digest(bytes));
}
