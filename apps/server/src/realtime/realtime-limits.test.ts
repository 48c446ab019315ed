import { ContactMessage } from '@vitrine/contract/entities/contact-message';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectOrRefusal, rawSocket, until } from '../../test/realtime-client';
import { testDatabases, useTestApp } from '../../test/test-app';
import { io, type Socket } from 'socket.io-client';

describe.each(testDatabases())('the bounds of realtime on $name', (testDatabase) => {
  const t = useTestApp(testDatabase, {
    TRUST_PROXY: 'true',
    REALTIME_MAX_CONNECTIONS: '3',
    REALTIME_MAX_CONNECTIONS_PER_ADDRESS: '2',
    REALTIME_MAX_MESSAGE_BYTES: '256',
    REALTIME_SEND_QUEUE_MAX: '3',
    // Sessions are checked again every second here (a minute by default).
    REALTIME_RECHECK_MS: '1000',
    METRICS_TOKEN: 'realtime-metrics-token-0123456789',
  });
  let serverUrl: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    serverUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });
  const from = (address: string, token?: string) => {
    const socket = io(serverUrl, {
      path: '/ws-user-apps/socket.io/',
      transports: ['websocket'],
      query: { app_id: t.config.appId, ...(token ? { token } : {}) },
      extraHeaders: { 'x-forwarded-for': address },
      reconnection: false,
    });
    sockets.push(socket);
    return connectOrRefusal(socket);
  };

  it('refuses connections past the bound per address, then past the bound of the instance', async () => {
    expect(await from('10.0.0.1')).toEqual({ connected: true });
    expect(await from('10.0.0.1')).toEqual({ connected: true });
    expect(await from('10.0.0.1')).toMatchObject({
      connected: false,
      message: 'Too many realtime connections from this address',
      data: { code: 'REALTIME_ADDRESS_FULL' },
    });
    expect(await from('10.0.0.2')).toEqual({ connected: true });
    expect(await from('10.0.0.3')).toMatchObject({
      connected: false,
      message: 'Too many realtime connections; try again later',
      data: { code: 'REALTIME_FULL' },
    });
    for (const socket of sockets.splice(0)) socket.close();
    await until(() => t.app.realtime.hub.connections.size === 0, 'the connections closed');
    expect(await from('10.0.0.3')).toEqual({ connected: true });
  });

  it('closes a connection that sends a message past REALTIME_MAX_MESSAGE_BYTES', async () => {
    const socket = rawSocket(serverUrl, { app_id: t.config.appId });
    sockets.push(socket);
    expect(await connectOrRefusal(socket)).toEqual({ connected: true });
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    socket.emit('join', `entities:${t.config.appId}:${'X'.repeat(400)}`);
    expect(await closed).toBe('transport close');
  });

  it('drops a client whose events pile up past REALTIME_SEND_QUEUE_MAX', async () => {
    for (const socket of sockets.splice(0)) socket.close();
    const socket = rawSocket(serverUrl, { app_id: t.config.appId, token: t.adminToken });
    sockets.push(socket);
    expect(await connectOrRefusal(socket)).toEqual({ connected: true });
    socket.emit('join', `entities:${t.config.appId}:ContactMessage`);
    await until(() => t.app.realtime.hub.members('ContactMessage') === 1, 'the join');
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    // The client stops reading: what the server writes waits in its buffers.
    const engine = socket.io.engine as unknown as {
      transport: { ws: { _socket: { pause(): void; destroy(): void } } };
    };
    const tcp = engine.transport.ws._socket;
    tcp.pause();
    const lead = (n: number) => ({
      name: `Reader ${n}`,
      email: `slow${n}@example.com`,
      message: 'x'.repeat(4000),
      language: 'fr',
    });
    const { store } = t.app.services;
    for (let round = 0; round < 400 && t.app.realtime.hub.figures.dropped.slow === 0; round++) {
      await store.createMany(
        ContactMessage,
        [0, 1, 2, 3, 4].map((n) => lead(round * 5 + n)),
      );
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(t.app.realtime.hub.figures.dropped.slow).toBe(1);
    expect(t.app.realtime.hub.members('ContactMessage')).toBe(0);
    // The server closed it; the client, not reading, is let go of at once.
    tcp.destroy();
    await closed;
  });

  it('shows connections, updates sent and clients dropped in /metrics', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer realtime-metrics-token-0123456789' },
    });
    const metrics = response.body;
    expect(metrics).toMatch(/^vitrine_realtime_connections \d+$/m);
    expect(metrics).toMatch(/^vitrine_realtime_updates_sent_total\{reader="all"\} [1-9]\d*$/m);
    expect(metrics).toMatch(/^vitrine_realtime_dropped_total\{reason="slow"\} 1$/m);
  });

  it('ends the events of a session that signed out, within the recheck time', async () => {
    const token = await t.login();
    const socket = rawSocket(serverUrl, { app_id: t.config.appId, token });
    expect(await connectOrRefusal(socket)).toEqual({ connected: true });
    const ended = new Promise((resolve) => socket.once('error', resolve));
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
    const logout = await t.app.inject({
      method: 'POST',
      url: `/api/apps/${t.config.appId}/auth/logout`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBeLessThan(300);
    expect(await ended).toEqual({ message: 'Your session has ended', code: 'SESSION_ENDED' });
    await disconnected;
  });
});
