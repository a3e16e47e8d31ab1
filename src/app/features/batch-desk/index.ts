// The batch desk's one door: the router loads the desk's page from here (a boundary rule,
// .dependency-cruiser.cjs, holds the rest of the app to it). Inside, the rooms are rows/ (a row
// as typed and its checks), preview/ (the verdict before and after Submit), flows/ (the one-click
// starting points and hold tokens), map/ (the row's seat map) and lookup/ (object lookup).
export { BatchDeskPage } from './batch-desk-page';
