/** The one module that imports jotai (CONVENTIONS, after Excalidraw's editor-jotai.ts):
 * islands import from here so the store wiring can change in one place. */
export { atom, createStore, Provider, useAtom, useAtomValue, useStore } from 'jotai'
