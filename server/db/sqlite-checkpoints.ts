/**
 * The SQLite file's checkpoints, in a worker thread on a connection of its own (started by
 * sqlite-connection.ts): copying the WAL into the database file ends with fsyncs, and on a busy
 * disk one takes from a millisecond to hundreds. Run by the commit that crosses SQLite's
 * 1,000-page mark, as by default, it would hold the server's thread and every request in flight
 * (the bench's p99). PASSIVE never waits for the server's writes nor makes them wait. Under a
 * steady stream of writes it rarely catches up with the last one, which the WAL needs to start
 * again from its beginning: the server's own commit still checkpoints past 10,000 pages (40 MB),
 * by then with little left to copy.
 */
import Database from "better-sqlite3";
import { workerData } from "node:worker_threads";

const INTERVAL_MS = 200;

const database = new Database((workerData as { file: string }).file);
database.pragma("busy_timeout = 5000");
setInterval(() => database.pragma("wal_checkpoint(PASSIVE)"), INTERVAL_MS);
