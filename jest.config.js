/** @type {import("jest").Config} */
module.exports = {
  testEnvironment: "jsdom",
  // Both cores: Jest's default leaves one free, which on this 2-core machine halves the speed.
  maxWorkers: "100%",
  roots: ["<rootDir>"],
  testMatch: [
    "<rootDir>/__tests__/**/*.test.[jt]s?(x)",
    "<rootDir>/plugins/**/__tests__/**/*.test.[jt]s?(x)",
    "<rootDir>/content-model/__tests__/**/*.test.[jt]s?(x)",
    "<rootDir>/site-structure/__tests__/**/*.test.[jt]s?(x)",
  ],
  transform: {
    "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js",
  },
  moduleNameMapper: {
    "\\.css$": "identity-obj-proxy",
    "\\.(jpg|jpeg|png|gif|webp|avif|svg)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public", "<rootDir>/e2e"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  globals: { __PATH_PREFIX__: "" },
  setupFiles: ["<rootDir>/jest-loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
};
