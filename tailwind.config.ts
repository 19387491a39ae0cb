import type { Config } from "tailwindcss";

export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#eef4fb",
          100: "#d5e3f4",
          200: "#abc7e9",
          300: "#7aa5da",
          400: "#4b80c6",
          500: "#2f64ab",
          600: "#244f8c",
          700: "#1f4273",
          800: "#1e3a5f",
          900: "#172c48",
          950: "#0f1d31",
        },
        gold: {
          50: "#fdf8ec",
          100: "#f9edcc",
          200: "#f3d994",
          300: "#ecc25b",
          400: "#e6ae35",
          500: "#d4921f",
          600: "#b87217",
          700: "#935316",
        },
      },
      fontFamily: {
        sans: [
          "ui-sans-serif",
          "system-ui",
          "-apple-system",
          "Segoe UI",
          "Roboto",
          "Helvetica Neue",
          "Arial",
          "sans-serif",
        ],
        display: ["Georgia", "Cambria", "Times New Roman", "serif"],
      },
    },
  },
  plugins: [],
} satisfies Config;
