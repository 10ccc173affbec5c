export * from './test-database';
export * from './postgres-server';
export * from './kafka-mock-cluster';
export * from './sse-client';
export * from './test-gateway';
export * from './service-process';
export * from './published-events';
export * from './metric-samples';
