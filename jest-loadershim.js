// Gatsby's Link expects its loader on the global object.
global.___loader = { enqueue: () => {}, hovering: () => {} };
