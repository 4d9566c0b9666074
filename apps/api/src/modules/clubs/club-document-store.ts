import { type ClubContent, DEFAULT_CLUB_ID } from '@fairway/contracts';
import type { Db } from '../../db/client';
import { inTransaction } from '../../lib/transaction';
import { findClubContent } from '../courses';
import { withNetworkDefaults } from './club-content-defaults';
import type { ClubDocumentBroadcast } from './club-document-broadcast';
import { saveClubDocument } from './club-documents';

/**
 * Club documents are read on every page shell and content call and change rarely: each instance keeps
 * them in memory, and every write drops the copy here and, through the broadcast, on every instance.
 */
export class ClubDocumentStore {
  /** Loads in flight or done. An invalidation deletes the entry, so a load it overtakes is not kept. */
  private readonly entries = new Map<number, Promise<ClubContent | null>>();
  broadcast: ClubDocumentBroadcast = { kind: 'in-process', publish: async () => {}, close: async () => {} };
  /**
   * Told whenever a club's copy is dropped here (null: every club's), by a write on this instance or on
   * another: caches built from the same documents (the booking rules' reference data) drop theirs too.
   */
  onInvalidate: (clubId: number | null) => void = () => {};

  constructor(private readonly db: Db) {}

  /**
   * The club's document with the network's defaults filled in (see withNetworkDefaults), or null for an
   * unknown club (not cached: ids are unbounded, clubs are not).
   */
  get(clubId: number): Promise<ClubContent | null> {
    const cached = this.entries.get(clubId);
    if (cached) return cached;
    const load = this.load(clubId).then(
      (document) => {
        if (document === null && this.entries.get(clubId) === load) this.entries.delete(clubId);
        return document;
      },
      (error: unknown) => {
        if (this.entries.get(clubId) === load) this.entries.delete(clubId);
        throw error;
      },
    );
    this.entries.set(clubId, load);
    return load;
  }

  private async load(clubId: number): Promise<ClubContent | null> {
    const document = await findClubContent(this.db, clubId);
    if (!document) return null;
    const network = clubId === DEFAULT_CLUB_ID ? document : await this.get(DEFAULT_CLUB_ID);
    return withNetworkDefaults(document, network);
  }

  /**
   * Validates and writes a document (refused documents change nothing), then invalidates everywhere. The
   * write is a transaction of its own, so a staff action's audit row commits with it (staff/audit-plugin).
   */
  async save(clubId: number, input: unknown): Promise<ClubContent> {
    const document = await inTransaction(this.db, (tx) => saveClubDocument(tx, clubId, input));
    this.invalidate(clubId);
    await this.broadcast.publish(clubId);
    return document;
  }

  invalidate(clubId: number): void {
    // Every document takes its defaults from the network's: a change there reaches them all.
    if (clubId === DEFAULT_CLUB_ID) this.entries.clear();
    this.entries.delete(clubId);
    this.onInvalidate(clubId);
  }

  invalidateAll(): void {
    this.entries.clear();
    this.onInvalidate(null);
  }

  /** How many documents are held; for tests. */
  get size(): number {
    return this.entries.size;
  }
}
