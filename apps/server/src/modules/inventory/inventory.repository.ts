import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { syncRuns } from '../../db/schema.js';

export type SyncRunRow = typeof syncRuns.$inferSelect;
export type SyncKind = SyncRunRow['kind'];
export type NewSyncRun = Pick<
  typeof syncRuns.$inferInsert,
  | 'storeId'
  | 'kind'
  | 'asOf'
  | 'maxApiCalls'
  | 'includeSaleFocus'
  | 'saveProgress'
  | 'validateExisting'
  | 'requestedBy'
>;

const ACTIVE = ['queued', 'running'] as const;

export function inventoryRepository(db: Db) {
  return {
    /**
     * Creates a queued run unless the store already has an active one of this kind (the partial
     * unique index decides, so two simultaneous triggers make one run). Returns the run and
     * whether it is new.
     */
    createOrGetActive: async (run: NewSyncRun): Promise<{ run: SyncRunRow; created: boolean }> => {
      for (;;) {
        const [created] = await db.insert(syncRuns).values(run).onConflictDoNothing().returning();
        if (created) return { run: created, created: true };
        const [active] = await db
          .select()
          .from(syncRuns)
          .where(
            and(
              eq(syncRuns.storeId, run.storeId),
              eq(syncRuns.kind, run.kind),
              inArray(syncRuns.status, ACTIVE),
            ),
          );
        if (active) return { run: active, created: false };
        // The active run finished between the two statements: try again.
      }
    },
    findById: async (id: number): Promise<SyncRunRow | undefined> => {
      const [row] = await db.select().from(syncRuns).where(eq(syncRuns.id, id));
      return row;
    },
    latestFor: async (storeId: number, kind: SyncKind): Promise<SyncRunRow | undefined> => {
      const [row] = await db
        .select()
        .from(syncRuns)
        .where(and(eq(syncRuns.storeId, storeId), eq(syncRuns.kind, kind)))
        .orderBy(desc(syncRuns.id))
        .limit(1);
      return row;
    },
    activeRuns: async (): Promise<SyncRunRow[]> =>
      db.select().from(syncRuns).where(inArray(syncRuns.status, ACTIVE)).orderBy(syncRuns.id),
    /**
     * Takes the run for this worker when it is active and nobody else holds a live lease.
     * Returns undefined when the run is finished or another worker is on it.
     */
    claim: async (id: number, worker: string, leaseSeconds: number): Promise<SyncRunRow | undefined> => {
      const [row] = await db
        .update(syncRuns)
        .set({
          status: 'running',
          leaseOwner: worker,
          heartbeatAt: sql`now()`,
          startedAt: sql`coalesce(${syncRuns.startedAt}, now())`,
        })
        .where(
          and(
            eq(syncRuns.id, id),
            inArray(syncRuns.status, ACTIVE),
            or(
              isNull(syncRuns.leaseOwner),
              eq(syncRuns.leaseOwner, worker),
              lt(syncRuns.heartbeatAt, sql`now() - make_interval(secs => ${leaseSeconds})`),
            ),
          ),
        )
        .returning();
      return row;
    },
    /** Commits a page's progress, only while this worker still holds the run. */
    advance: async (
      tx: Db,
      id: number,
      worker: string,
      progress: {
        cursor: Record<string, unknown> | null;
        saveCursor: boolean;
        apiCalls: number;
        items: number;
        total: number | null;
      },
    ): Promise<boolean> => {
      const rows = await tx
        .update(syncRuns)
        .set({
          ...(progress.saveCursor ? { cursor: progress.cursor } : {}),
          apiCallsUsed: sql`${syncRuns.apiCallsUsed} + ${progress.apiCalls}`,
          itemsProcessed: sql`${syncRuns.itemsProcessed} + ${progress.items}`,
          ...(progress.total !== null ? { itemsTotal: progress.total } : {}),
          heartbeatAt: sql`now()`,
        })
        .where(and(eq(syncRuns.id, id), eq(syncRuns.leaseOwner, worker), eq(syncRuns.status, 'running')))
        .returning({ id: syncRuns.id });
      return rows.length === 1;
    },
    finish: async (
      tx: Db,
      id: number,
      worker: string,
      status: 'done' | 'stopped' | 'failed',
      error: string | null,
    ): Promise<boolean> => {
      const rows = await tx
        .update(syncRuns)
        .set({ status, error, finishedAt: sql`now()`, leaseOwner: null })
        .where(and(eq(syncRuns.id, id), eq(syncRuns.leaseOwner, worker)))
        .returning({ id: syncRuns.id });
      return rows.length === 1;
    },
    /** Lets go of a run (shutdown) so the next worker resumes it without waiting for the lease. */
    release: async (id: number, worker: string): Promise<void> => {
      await db
        .update(syncRuns)
        .set({ leaseOwner: null })
        .where(and(eq(syncRuns.id, id), eq(syncRuns.leaseOwner, worker)));
    },
    /** Embedded database only: a new process is the only one, so every lease is orphaned. */
    releaseAll: async (): Promise<void> => {
      await db.update(syncRuns).set({ leaseOwner: null }).where(inArray(syncRuns.status, ACTIVE));
    },
  };
}
