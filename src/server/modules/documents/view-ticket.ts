import { SignJWT, jwtVerify } from 'jose';
import { unauthorized } from '../../http/errors.js';

/**
 * A browser shows a PDF inside a page only from an address it loads itself (a frame), and a frame
 * cannot send the bearer token. So the partner or operator asks for a ticket with the token, and
 * the frame loads the file with the ticket: one document, one account, five minutes. Its own
 * audience keeps it from ever passing for a session token, and the reverse.
 */
const AUDIENCE = 'saarthi:document-view';
export const VIEW_TICKET_SECONDS = 5 * 60;

export interface ViewTicket {
  userId: string;
  documentId: string;
  /** The account's token version when the ticket was made: signing out ends the ticket too. */
  tokenVersion: number;
}

export function createViewTickets(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(ticket: ViewTicket): Promise<{ ticket: string; expiresAt: Date }> {
      const expiresAt = new Date(Date.now() + VIEW_TICKET_SECONDS * 1000);
      const signed = await new SignJWT({ doc: ticket.documentId, ver: ticket.tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(ticket.userId)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { ticket: signed, expiresAt };
    },

    /** The ticket's account and document; 401 for one that is forged, expired or not a ticket. */
    async verify(ticket: string): Promise<ViewTicket> {
      try {
        const { payload } = await jwtVerify(ticket, key, {
          audience: AUDIENCE,
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub', 'doc', 'ver'],
        });
        if (
          typeof payload.sub === 'string' &&
          typeof payload.doc === 'string' &&
          Number.isSafeInteger(payload.ver)
        )
          return {
            userId: payload.sub,
            documentId: payload.doc,
            tokenVersion: payload.ver as number,
          };
      } catch {
        // Answered below, the same for every kind of bad ticket.
      }
      throw unauthorized('document_view_expired');
    },
  };
}
