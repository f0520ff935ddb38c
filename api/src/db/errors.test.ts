import { isConnectionLost } from './errors';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isConnectionLost', () => {
  it.each([
    [
      'PostgreSQL shutting down (57P01)',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['PostgreSQL crashing (57P02)', withCode('57P02')],
    ['PostgreSQL starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', withCode('08006')],
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', withCode('ECONNRESET')],
    ['an ended connection', new Error('Connection terminated unexpectedly')],
    ['a connection that took too long', new Error('timeout expired')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    [
      'a client whose connection failed',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    [
      'a wrapped one',
      new Error('Connection terminated due to connection timeout', {
        cause: new Error('timeout expired'),
      }),
    ],
  ])('is true for %s', (_, error) => {
    expect(isConnectionLost(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a deadlock', withCode('40P01')],
    ['a SQLite error', withCode('SQLITE_BUSY')],
    ['a plain error', new Error('disk full')],
    ['a message merely mentioning a timeout', new Error('statement timeout expired')],
    ['something not an error', 'Connection terminated'],
    ['nothing', undefined],
  ])('is false for %s', (_, error) => {
    expect(isConnectionLost(error)).toBe(false);
  });
});
