// The realtime server of the Base44 SDK's `subscribe()` (decision 0062): its entry module.
export { registerRealtime } from './register-realtime';
export { LocalRecordBus, type RecordBus } from './record-bus';
