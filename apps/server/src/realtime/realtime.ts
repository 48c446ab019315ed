// The realtime server of the Base44 SDK's `subscribe()` (decision 0062): its entry module.
export { createRecordBus } from './create-record-bus';
export { registerRealtime } from './register-realtime';
