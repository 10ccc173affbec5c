import { EventEmitter } from 'node:events';
import { Pool } from 'pg';
import { borrowClient } from './borrowed-client';

/** A connection whose server can drop it, as PostgreSQL's does when it is killed. */
function firstConnection(): DroppableConnection {
  const [first] = DroppableConnection.opened;
  if (first === undefined) throw new Error('the pool opened no connection');
  return first;
}

class DroppableConnection extends EventEmitter {
  static opened: DroppableConnection[] = [];
  ended = false;
  // What node-postgres's pool reads to decide whether a released connection can be used again.
  _queryable = true;
  _ending = false;
  constructor() {
    super();
    DroppableConnection.opened.push(this);
  }
  connect(callback: (error?: Error) => void) {
    setImmediate(() => callback());
  }
  query() {
    return Promise.resolve({ rows: [], rowCount: 0 });
  }
  end(callback?: () => void) {
    this.ended = true;
    setImmediate(() => this.emit('end'));
    callback?.();
    return Promise.resolve();
  }
  dropByServer() {
    this._queryable = false;
    this.emit('error', new Error('Connection terminated unexpectedly'));
  }
}

describe('borrowClient', () => {
  let pool: Pool;
  beforeEach(() => {
    DroppableConnection.opened = [];
    pool = new Pool({ Client: DroppableConnection as never, max: 1 });
  });
  afterEach(() => pool.end());

  it('hears a connection the server drops while it is borrowed, and closes it on release', async () => {
    const borrowed = await borrowClient(pool);
    // Without a listener, this 'error' would be thrown: the process would end.
    expect(() => firstConnection().dropByServer()).not.toThrow();
    borrowed.release();
    expect(firstConnection().ended).toBe(true);

    const next = await borrowClient(pool);
    next.release();
    expect(DroppableConnection.opened).toHaveLength(2);
  });

  it('gives a sound connection back to the pool for the next borrower', async () => {
    (await borrowClient(pool)).release();
    const again = await borrowClient(pool);
    again.release();
    expect(DroppableConnection.opened).toHaveLength(1);
  });

  it('leaves the pool to hear an idle connection again once it is back', async () => {
    const heard: Error[] = [];
    pool.on('error', (error) => heard.push(error));
    (await borrowClient(pool)).release();
    firstConnection().dropByServer();
    expect(heard).toHaveLength(1);
  });
});
