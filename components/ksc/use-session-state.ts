'use client'

import { useCallback, useRef, useSyncExternalStore } from 'react'

// State kept in sessionStorage, so a reload of the tab loses nothing. The server render (and the first client
// render) sees the initial value; the stored one follows right after hydration.

const listeners = new Set<() => void>()
const memory = new Map<string, string>() // when storage is unavailable

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key)
  } catch {
    return memory.get(key) ?? null
  }
}

function write(key: string, value: string) {
  try {
    sessionStorage.setItem(key, value)
  } catch {
    memory.set(key, value)
  }
  listeners.forEach((listener) => listener())
}

function parse<T>(raw: string, fallback: T): T {
  try {
    return JSON.parse(raw) as T
  } catch {
    return fallback
  }
}

/** `update` takes the new value, or a function of the value stored now (for an effect that runs before a render). */
export function useSessionState<T>(key: string, initial: T): [T, (next: T | ((current: T) => T)) => void] {
  const raw = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null,
  )
  const value = raw === null ? initial : parse(raw, initial)
  const initialRef = useRef(initial)
  const update = useCallback(
    (next: T | ((current: T) => T)) => {
      const stored = read(key)
      const current = stored === null ? initialRef.current : parse(stored, initialRef.current)
      write(key, JSON.stringify(next instanceof Function ? next(current) : next))
    },
    [key],
  )
  return [value, update]
}
