// The parts of the service worker's global scope Spoke uses. The project compiles against the DOM
// library; TypeScript's webworker library would clash with it in the same program, so the worker's
// own types are declared here and `self` is read through `scope`.

export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  /** The navigation preload answer (undefined when preload is off). */
  readonly preloadResponse: Promise<Response | undefined>;
  respondWith(response: Response | Promise<Response>): void;
}

export interface WindowClientLike {
  readonly url: string;
  postMessage(message: unknown): void;
}

export interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  readonly ports: readonly MessagePort[];
}

export interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown; text(): string } | null;
}

export interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
}

export interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

interface Clients {
  claim(): Promise<void>;
  matchAll(options?: { type?: 'window'; includeUncontrolled?: boolean }): Promise<readonly WindowClientLike[]>;
  openWindow(url: string): Promise<unknown>;
}

interface Registration {
  showNotification(title: string, options?: NotificationOptions): Promise<void>;
  readonly navigationPreload?: { enable(): Promise<void> };
  readonly sync?: { register(tag: string): Promise<void> };
}

interface Events {
  install: ExtendableEvent;
  activate: ExtendableEvent;
  fetch: FetchEvent;
  message: ExtendableMessageEvent;
  push: PushEvent;
  notificationclick: NotificationEvent;
  sync: SyncEvent;
}

export interface WorkerScope {
  readonly clients: Clients;
  readonly registration: Registration;
  readonly location: Location;
  readonly navigator: { readonly onLine: boolean };
  skipWaiting(): Promise<void>;
  addEventListener<K extends keyof Events>(type: K, listener: (event: Events[K]) => void): void;
}

export const scope = self as unknown as WorkerScope;
