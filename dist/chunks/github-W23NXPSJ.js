import { createRequire as __brCreateRequire } from 'node:module';
const require = __brCreateRequire(import.meta.url);
import {
  context,
  getOctokit
} from "./chunk-R4FAXF6B.js";
import "./chunk-Q2ZZW6WC.js";
import "./chunk-XVDLQZFU.js";
export {
  context,
  getOctokit
};
