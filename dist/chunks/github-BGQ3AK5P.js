import { createRequire as __brCreateRequire } from 'node:module';
const require = __brCreateRequire(import.meta.url);
import {
  context,
  getOctokit
} from "./chunk-DJPGN2XL.js";
import "./chunk-JY4KDGQN.js";
import "./chunk-XVDLQZFU.js";
export {
  context,
  getOctokit
};
